import { useId } from 'react';
import classes from './segmented-choice.module.css';

export interface SegmentedChoiceProps<T extends string> {
  data: readonly { value: T; label: string }[];
  value: T;
  onChange(value: T): void;
  /** The group's name: the id of a visible label, or a label of its own. */
  'aria-labelledby'?: string;
  'aria-label'?: string;
}

/**
 * One choice among a few (Rent or Buy), shown as segments. Native radio buttons, so arrow keys
 * move the choice and screen readers announce a radio group; drawn with CSS alone. (Mantine's
 * SegmentedControl measures its segments to slide an indicator, which made the browser lay out
 * the whole page in the middle of the listing pages' first render.)
 */
export function SegmentedChoice<T extends string>({ data, value, onChange, ...naming }: SegmentedChoiceProps<T>) {
  const name = useId();
  return (
    <div role="radiogroup" className={classes.root} {...naming}>
      {data.map((option) => (
        <label key={option.value} className={classes.segment}>
          <input type="radio" className={classes.input} name={name} value={option.value} checked={value === option.value} onChange={() => onChange(option.value)} />
          <span className={classes.label}>{option.label}</span>
        </label>
      ))}
    </div>
  );
}
