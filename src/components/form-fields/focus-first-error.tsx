// After a Submit that failed validation (or came back with server field errors), the cursor
// goes to the first field in error in page order, so on a phone the person lands on what
// needs fixing instead of hunting for red text below the keyboard.
import { getIn, useFormikContext } from 'formik';
import type { FormikErrors } from 'formik';
import { useEffect, useRef } from 'react';

function canTakeFocus(el: HTMLElement): boolean {
  if (el instanceof HTMLInputElement && el.type === 'hidden') return false;
  if (el.hasAttribute('disabled') || el.closest('[hidden]')) return false;
  return el.style.display !== 'none';
}

/**
 * Focuses the first control of `form` in DOM order that is marked invalid (Mantine sets
 * aria-invalid on a field showing an error) or whose name has an error. True if one was found.
 */
export function focusFirstError(form: HTMLFormElement, errors: FormikErrors<unknown>): boolean {
  const controls = form.querySelectorAll<HTMLElement>('input, select, textarea, button');
  for (const el of controls) {
    const name = el.getAttribute('name');
    const invalid =
      el.getAttribute('aria-invalid') === 'true' || (name !== null && !!getIn(errors, name));
    if (!invalid || !canTakeFocus(el)) continue;
    // Centred, so a sticky header or the on-screen keyboard does not cover the field.
    el.scrollIntoView({ block: 'center' });
    el.focus({ preventScroll: true });
    return true;
  }
  return false;
}

/** Place inside a Formik <Form> (FormikForm does): focuses the first error after each Submit. */
export function FocusFirstError() {
  const marker = useRef<HTMLSpanElement>(null);
  const { submitCount, isSubmitting, errors } = useFormikContext();
  const handled = useRef(submitCount);
  useEffect(() => {
    // Each Submit is handled once, when it has finished: validation failed, or onSubmit set
    // the server's field errors.
    if (isSubmitting || submitCount <= handled.current) return;
    handled.current = submitCount;
    const form = marker.current?.closest('form');
    if (form && Object.keys(errors).length > 0) focusFirstError(form, errors);
  }, [submitCount, isSubmitting, errors]);
  return <span hidden ref={marker} />;
}
