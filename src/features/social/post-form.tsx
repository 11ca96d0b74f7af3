// Create or edit a post (admins and coordinators): title, description, link and a picture.
// The rules are the server's (domain/social-media.ts); saves go through sendOrQueue, so a
// post made offline is sent with its picture when the network returns.
import { Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import { object } from 'yup';
import { FormikTextInput } from '../../components/formik-fields.tsx';
import {
  FormikForm,
  FormikImageInput,
  FormikTextarea,
} from '../../components/form-fields/index.ts';
import { FormScreenLayout } from '../../components/list-screen/index.ts';
import { toast } from '../../components/toast.ts';
import { useSavedToast } from '../../components/use-saved-toast.ts';
import { useTranslateKey } from '../../components/use-translate-key.ts';
import type { PostRecord } from '../../db/types.ts';
import { chosenImageRule } from '../../domain/member-schema.ts';
import { socialPostFields } from '../../domain/social-media.ts';
import { ApiError } from '../../sync/api-client.ts';
import { submitPost } from './post-commands.ts';

const postFormSchema = object({ ...socialPostFields, image: chosenImageRule });

type Values = { title: string; description: string; link: string; image: File | null };

export type PostFormProps = {
  userId: string;
  /** Edit this post; absent: a new one. */
  post?: PostRecord;
  onDone: (changed: boolean) => void;
};

export function PostForm({ userId, post, onDone }: PostFormProps) {
  const { t } = useTranslation();
  const translate = useTranslateKey();
  const savedToast = useSavedToast();
  const initial: Values = {
    title: post?.title ?? '',
    description: post?.description ?? '',
    link: post?.link ?? '',
    image: null,
  };
  return (
    <Formik<Values>
      initialValues={initial}
      validationSchema={postFormSchema}
      onSubmit={async (values, helpers) => {
        const { title, description, link } = postFormSchema.cast(values);
        try {
          const result = await submitPost(
            userId,
            { title, description, link },
            values.image,
            post?.id,
          );
          if (result.status === 'queued') toast.success(t('social.saved.queued'));
          else savedToast(post ? t('social.saved.updated') : t('social.saved.created'));
          onDone(true);
        } catch (err) {
          if (err instanceof ApiError && err.body?.fields) {
            helpers.setErrors(err.body.fields);
            return;
          }
          console.error('Post save failed', err);
          const reason =
            err instanceof ApiError && err.body?.messageKey
              ? translate(err.body.messageKey, err.message)
              : t('errors.unknown');
          toast.error(t('social.failed', { reason }));
        }
      }}
    >
      {({ isSubmitting }) => (
        <FormikForm>
          <FormScreenLayout
            heading={post ? t('social.form.edit') : t('social.form.create')}
            editing={post !== undefined}
            submitting={isSubmitting}
            onBack={() => onDone(false)}
          >
            <FormikTextInput name="title" label={t('social.form.title')} withAsterisk />
            <FormikTextarea
              name="description"
              label={t('social.form.description')}
              autosize
              minRows={3}
              maxRows={8}
            />
            <FormikTextInput
              name="link"
              label={t('social.form.link')}
              description={t('social.form.linkHint')}
              inputMode="url"
              autoCapitalize="none"
              autoCorrect="off"
              spellCheck={false}
            />
            <FormikImageInput
              name="image"
              label={t('social.form.image')}
              description={post?.imageUrl ? t('social.form.keepImage') : t('social.form.imageHint')}
            />
          </FormScreenLayout>
        </FormikForm>
      )}
    </Formik>
  );
}
