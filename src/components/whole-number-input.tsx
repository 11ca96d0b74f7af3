// A whole number a person types (a part, an assembly, a year): the phone's number pad, no
// decimals, no minus, and no +/- steppers (nobody counts up to a part number, and their 22 px
// arrows are no target for a thumb).
import { NumberInput } from '@mantine/core';
import type { NumberInputProps } from '@mantine/core';

export function WholeNumberInput(props: NumberInputProps) {
  return (
    <NumberInput
      allowDecimal={false}
      allowNegative={false}
      hideControls
      inputMode="numeric"
      {...props}
    />
  );
}
