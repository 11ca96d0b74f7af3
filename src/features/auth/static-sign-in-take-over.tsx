import { useLayoutEffect } from 'react';
import { useFormikContext } from 'formik';
import type { SignInInput } from '../../domain/auth.ts';
import { ApiError } from '../../sync/api-client.ts';
import { takeStaticSignIn } from './static-sign-in.ts';

export type StaticSignInTakeOverProps = {
  /** Shows a refusal as the form's own submit would (useAuthFailure's `fail`). */
  onRefused: (err: ApiError, setErrors: (fields: Record<string, string>) => void) => void;
};

/**
 * Inside the sign-in Formik: on the first commit of the app's form, before the browser paints
 * it, moves in what was typed into the server's form and the cursor, so nothing typed before
 * the JavaScript arrived is lost and the phone's keyboard stays on the same field.
 */
export function StaticSignInTakeOver({ onRefused }: StaticSignInTakeOverProps) {
  const { setValues, setErrors } = useFormikContext<SignInInput>();
  useLayoutEffect(() => {
    const taken = takeStaticSignIn();
    if (!taken) return;
    const { values, focus, refusal } = taken;
    if (values.email || values.password) void setValues(values, false);
    if (refusal)
      onRefused(new ApiError('http', refusal.message, refusal.status, refusal), setErrors);
    if (!focus) return;
    const input = document.querySelector<HTMLInputElement>(`#root input[name="${focus.name}"]`);
    input?.focus();
    // After React has written the taken value into the input (the re-render above).
    requestAnimationFrame(() => input?.setSelectionRange(focus.start, focus.end));
  }, [setValues, setErrors, onRefused]);
  return null;
}
