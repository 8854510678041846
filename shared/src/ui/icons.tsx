import {
  ArrowRight,
  Calendar,
  CircleCheck,
  CircleX,
  Clock,
  Compass,
  Headset,
  Inbox,
  Info,
  type LucideIcon,
  type LucideProps,
  Mail,
  Menu,
  MessageCircle,
  Phone,
  Search,
  X,
} from 'lucide-react';

/**
 * The design system's icons for our own markup (lucide: a few hundred bytes each, tree-shaken), sized
 * to the surrounding text and hidden from assistive technology, since the control around an icon
 * names the action. antd's own icons stay inside antd components, so a page without antd components
 * loads no icon runtime.
 */
const designIcon = (Icon: LucideIcon, name: string) => {
  const DesignIcon = (props: LucideProps) => (
    <Icon size="1em" strokeWidth={2.25} aria-hidden="true" focusable="false" {...props} />
  );
  DesignIcon.displayName = name;
  return DesignIcon;
};

export const ArrowRightIcon = designIcon(ArrowRight, 'ArrowRightIcon');
export const CalendarIcon = designIcon(Calendar, 'CalendarIcon');
export const CheckCircleIcon = designIcon(CircleCheck, 'CheckCircleIcon');
export const CloseCircleIcon = designIcon(CircleX, 'CloseCircleIcon');
export const ClockIcon = designIcon(Clock, 'ClockIcon');
export const CompassIcon = designIcon(Compass, 'CompassIcon');
export const CustomerServiceIcon = designIcon(Headset, 'CustomerServiceIcon');
export const InfoIcon = designIcon(Info, 'InfoIcon');
export const InboxIcon = designIcon(Inbox, 'InboxIcon');
export const MailIcon = designIcon(Mail, 'MailIcon');
export const MenuIcon = designIcon(Menu, 'MenuIcon');
export const ChatIcon = designIcon(MessageCircle, 'ChatIcon');
export const PhoneIcon = designIcon(Phone, 'PhoneIcon');
export const SearchIcon = designIcon(Search, 'SearchIcon');
export const CloseIcon = designIcon(X, 'CloseIcon');
