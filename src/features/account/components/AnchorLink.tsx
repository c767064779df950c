/** A Mantine Anchor that is a typed router Link (search and params checked against the route tree). */
import { Anchor, type AnchorProps } from '@mantine/core';
import { createLink, type LinkComponent } from '@tanstack/react-router';
import { type AnchorHTMLAttributes, forwardRef } from 'react';

type Props = AnchorProps & AnchorHTMLAttributes<HTMLAnchorElement>;
const MantineAnchor = forwardRef<HTMLAnchorElement, Props>((props, ref) => <Anchor ref={ref} {...props} />);
const Created = createLink(MantineAnchor);

export const AnchorLink: LinkComponent<typeof MantineAnchor> = (props) => <Created preload="intent" {...props} />;
