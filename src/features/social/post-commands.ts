// The post form's save on the app's database (the picture is kept on the phone until it is
// sent); social-api.ts holds the request itself.
import { db } from '../../db/instance.ts';
import type { PostValues } from './social-api.ts';
import { savePost } from './social-api.ts';

/** Create a post, or (with `editing`) change it; offline it waits in the outbox. */
export const submitPost = (
  userId: string,
  values: PostValues,
  image: Blob | null,
  editing?: string,
) => savePost(db, userId, values, image, editing);
