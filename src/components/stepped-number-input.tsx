import '@mantine/core/styles/NumberInput.css';
import { NumberInput, UnstyledButton, type NumberInputHandlers, type NumberInputProps } from '@mantine/core';
import { useRef } from 'react';

interface SteppedNumberInputProps extends Omit<NumberInputProps, 'value' | 'min' | 'max' | 'hideControls' | 'rightSection' | 'handlersRef'> {
  value: number;
  min: number;
  max: number;
  /** The up and down buttons' names, e.g. 'Increase interest rate'. */
  increaseLabel: string;
  decreaseLabel: string;
}

/**
 * Mantine's NumberInput with up and down buttons that have names: Mantine's own are hidden from
 * assistive technology, nameless to anyone who meets them. They keep Mantine's look and stay out of
 * the tab order, as the field's arrow keys step it too.
 */
export function SteppedNumberInput({ increaseLabel, decreaseLabel, ...props }: SteppedNumberInputProps) {
  const handlers = useRef<NumberInputHandlers>(undefined);
  const { value, min, max, disabled } = props;
  const control = (label: string, direction: 'up' | 'down', atEnd: boolean) => (
    <UnstyledButton
      className={NumberInput.classes.control}
      aria-label={label}
      tabIndex={-1}
      disabled={disabled || atEnd}
      onClick={() => (direction === 'up' ? handlers.current?.increment() : handlers.current?.decrement())}
    >
      <Chevron up={direction === 'up'} />
    </UnstyledButton>
  );
  return (
    <NumberInput
      {...props}
      handlersRef={handlers}
      rightSectionPointerEvents="auto"
      rightSection={
        <div className={NumberInput.classes.controls}>
          {control(increaseLabel, 'up', value >= max)}
          {control(decreaseLabel, 'down', value <= min)}
        </div>
      }
    />
  );
}

/** Mantine's own chevron. */
function Chevron({ up }: { up: boolean }) {
  return (
    <svg viewBox="0 0 15 15" aria-hidden="true" style={{ width: 'var(--ni-chevron-size)', height: 'var(--ni-chevron-size)', transform: up ? 'rotate(180deg)' : undefined }}>
      <path
        d="M3.13523 6.15803C3.3241 5.95657 3.64052 5.94637 3.84197 6.13523L7.5 9.56464L11.158 6.13523C11.3595 5.94637 11.6759 5.95657 11.8648 6.15803C12.0536 6.35949 12.0434 6.67591 11.842 6.86477L7.84197 10.6148C7.64964 10.7951 7.35036 10.7951 7.15803 10.6148L3.15803 6.86477C2.95657 6.67591 2.94637 6.35949 3.13523 6.15803Z"
        fill="currentColor"
        fillRule="evenodd"
        clipRule="evenodd"
      />
    </svg>
  );
}
