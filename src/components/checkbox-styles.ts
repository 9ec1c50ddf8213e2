// What Mantine's Checkbox is drawn with. Its label sits beside the box by InlineInput's styles,
// which Checkbox.css does not bring along: without them the box sits above its label.
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/Checkbox.css';
