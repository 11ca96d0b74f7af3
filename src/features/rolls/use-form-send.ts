// A small form's send as the roll screen's forms do it (the part number, the place): its own
// checks first, then the call; a refusal naming fields shows next to them, any other refusal
// above the button — in the user's language, with nothing half-saved.
import { useState } from 'react';
import { fieldErrorsOf } from './use-roll-text.ts';

export function useFormSend<F extends string>() {
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  /** Shows `local`'s errors; with none, runs `call`, saying why when the server refuses it. */
  const send = async (
    local: Partial<Record<F, string>>,
    call: () => Promise<void>,
    refused: (err: unknown) => string,
    what: string,
  ) => {
    setErrors(local);
    setRefusal(null);
    if (Object.keys(local).length) return;
    setSending(true);
    try {
      await call();
    } catch (err) {
      console.error(`${what} not saved`, err);
      const fields = fieldErrorsOf(err);
      if (fields) setErrors(fields as Partial<Record<F, string>>);
      else setRefusal(refused(err));
    } finally {
      setSending(false);
    }
  };

  return { errors, refusal, sending, send };
}
