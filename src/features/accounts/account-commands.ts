// The account form's create on the app's database (a photo is kept on the phone until the
// account is sent); account-api.ts holds the request.
import { db } from '../../db/instance.ts';
import type { NewAccountInput } from './account-api.ts';
import { createAccount } from './account-api.ts';

/** Create a login now, or queue it offline with its photo. */
export const submitNewAccount = (input: NewAccountInput, photo: Blob | null) =>
  createAccount(db, input, photo);
