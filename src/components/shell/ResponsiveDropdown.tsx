/**
 * Dropdown defaults of spec 000 §9: aligned right, below, offset 0.5rem, max height 500px, auto width;
 * below the small breakpoint the dropdown shows as a modal popup instead (popup defaults: max 800×700,
 * blurred backdrop, closes on backdrop).
 */
import { Modal, Popover, ScrollArea } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactElement, ReactNode } from 'react';
import { BREAKPOINTS_PX } from '../../theme.ts';

export const DROPDOWN_DEFAULTS = { position: 'bottom-end', offset: 8, maxHeight: 500 } as const;
export const POPUP_DEFAULTS = { maxWidth: 800, maxHeight: 700, blur: 3 } as const;

export function ResponsiveDropdown(props: {
  opened: boolean;
  onClose: () => void;
  target: ReactElement;
  title: string;
  width?: number;
  children: ReactNode;
}) {
  const small = useMediaQuery(`(max-width: ${BREAKPOINTS_PX.sm - 0.02}px)`) ?? false;
  if (small) {
    return (
      <>
        {props.target}
        <Modal
          opened={props.opened}
          onClose={props.onClose}
          title={props.title}
          size={POPUP_DEFAULTS.maxWidth}
          overlayProps={{ blur: POPUP_DEFAULTS.blur }}
          closeOnClickOutside
          scrollAreaComponent={ScrollArea.Autosize}
          styles={{ body: { maxHeight: POPUP_DEFAULTS.maxHeight - 60 } }}
        >
          {props.children}
        </Modal>
      </>
    );
  }
  return (
    <Popover
      opened={props.opened}
      onChange={(o) => !o && props.onClose()}
      onDismiss={props.onClose}
      position={DROPDOWN_DEFAULTS.position}
      offset={DROPDOWN_DEFAULTS.offset}
      width={props.width ?? 'target'}
      trapFocus
      returnFocus
      shadow="md"
      withinPortal
    >
      <Popover.Target>{props.target}</Popover.Target>
      <Popover.Dropdown p={0} aria-label={props.title}>
        <ScrollArea.Autosize mah={DROPDOWN_DEFAULTS.maxHeight} type="auto">
          {props.children}
        </ScrollArea.Autosize>
      </Popover.Dropdown>
    </Popover>
  );
}
