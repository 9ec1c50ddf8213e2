import { Anchor, Button, type AnchorProps, type ButtonProps } from '@mantine/core';
import { createLink } from '@tanstack/react-router';
import { forwardRef, type AnchorHTMLAttributes } from 'react';

// Mantine's Anchor and Button as typed TanStack Router links: `to`, `params` and `search` are
// checked against the route tree (Mantine's `component={Link}` loses those types).
const MantineAnchor = forwardRef<HTMLAnchorElement, AnchorProps & AnchorHTMLAttributes<HTMLAnchorElement>>((props, ref) => (
  <Anchor ref={ref} {...props} />
));
MantineAnchor.displayName = 'MantineAnchor';

export const AnchorLink = createLink(MantineAnchor);

const MantineButtonAnchor = forwardRef<HTMLAnchorElement, ButtonProps & AnchorHTMLAttributes<HTMLAnchorElement>>((props, ref) => (
  <Button component="a" ref={ref} {...props} />
));
MantineButtonAnchor.displayName = 'MantineButtonAnchor';

/** A link that looks like a button. */
export const ButtonLink = createLink(MantineButtonAnchor);
