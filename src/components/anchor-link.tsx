import { Anchor, type AnchorProps } from '@mantine/core';
import { createLink } from '@tanstack/react-router';
import { forwardRef, type AnchorHTMLAttributes } from 'react';

// A Mantine Anchor that is a typed TanStack Router link: `to`, `params` and `search` are checked
// against the route tree (Mantine's `component={Link}` loses those types).
const MantineAnchor = forwardRef<HTMLAnchorElement, AnchorProps & AnchorHTMLAttributes<HTMLAnchorElement>>((props, ref) => (
  <Anchor ref={ref} {...props} />
));
MantineAnchor.displayName = 'MantineAnchor';

export const AnchorLink = createLink(MantineAnchor);
