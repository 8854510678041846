import { ChatIcon, CloseIcon, CustomerServiceIcon, PhoneIcon } from '@andaman/shared/ui/icons';
import { useEffect, useId, useRef, useState } from 'react';
import styles from './shell-layout.module.css';

export interface FloatingContactMenuProps {
  callLink: string;
  whatsAppLink: string;
}

/**
 * The floating call / WhatsApp menu in the corner of every page (rule site.layout): a button that
 * reveals the two links. Escape or a click elsewhere closes it. Plain markup rather than antd's FloatButton,
 * which brings its tooltip and popup machinery onto the first load of every page.
 */
export function FloatingContactMenu({ callLink, whatsAppLink }: FloatingContactMenuProps) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const root = useRef<HTMLElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggle.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !root.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open]);

  return (
    <aside ref={root} className={styles.floatMenu} aria-label="Call or chat">
      <ul id={listId} className={styles.floatList} aria-label="Call or chat with us" hidden={!open}>
        <li>
          <a href={callLink} className={styles.floatAction}>
            <PhoneIcon />
            <span>Call us</span>
          </a>
        </li>
        <li>
          <a
            href={whatsAppLink}
            className={[styles.floatAction, styles.floatWhatsApp].join(' ')}
            target="_blank"
            rel="noopener noreferrer"
          >
            <ChatIcon />
            <span>Chat on WhatsApp</span>
          </a>
        </li>
      </ul>
      <button
        ref={toggle}
        type="button"
        className={styles.floatToggle}
        aria-label="Contact options"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? <CloseIcon /> : <CustomerServiceIcon />}
      </button>
    </aside>
  );
}
