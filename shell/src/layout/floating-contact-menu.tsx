import { FloatButton } from '@andaman/shared/ui/float-button';
import { CustomerServiceOutlined, PhoneOutlined, WhatsAppOutlined } from '@ant-design/icons';

export interface FloatingContactMenuProps {
  callLink: string;
  whatsAppLink: string;
}

/** The floating call / WhatsApp menu in the corner of every page (spec 000 §2, spec 001 §2). */
export function FloatingContactMenu({ callLink, whatsAppLink }: FloatingContactMenuProps) {
  return (
    <FloatButton.Group
      trigger="click"
      type="primary"
      icon={<CustomerServiceOutlined />}
      aria-label="Contact options"
      tooltip="Talk to us"
      style={{ insetInlineEnd: 20, bottom: 'var(--shell-float-bottom)' }}
    >
      <FloatButton href={callLink} icon={<PhoneOutlined />} tooltip="Call us" aria-label="Call us" />
      <FloatButton
        href={whatsAppLink}
        target="_blank"
        icon={<WhatsAppOutlined />}
        tooltip="Chat on WhatsApp"
        aria-label="Chat on WhatsApp"
      />
    </FloatButton.Group>
  );
}
