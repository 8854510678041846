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

// Each call is marked pure, so a bundle keeps only the icons its pages render (a plain top-level call
// would keep every icon, and lucide's, wherever one of them is used).
export const ArrowRightIcon = /* @__PURE__ */ designIcon(ArrowRight, 'ArrowRightIcon');
export const CalendarIcon = /* @__PURE__ */ designIcon(Calendar, 'CalendarIcon');
export const CheckCircleIcon = /* @__PURE__ */ designIcon(CircleCheck, 'CheckCircleIcon');
export const CloseCircleIcon = /* @__PURE__ */ designIcon(CircleX, 'CloseCircleIcon');
export const ClockIcon = /* @__PURE__ */ designIcon(Clock, 'ClockIcon');
export const CompassIcon = /* @__PURE__ */ designIcon(Compass, 'CompassIcon');
export const CustomerServiceIcon = /* @__PURE__ */ designIcon(Headset, 'CustomerServiceIcon');
export const InfoIcon = /* @__PURE__ */ designIcon(Info, 'InfoIcon');
export const InboxIcon = /* @__PURE__ */ designIcon(Inbox, 'InboxIcon');
export const MailIcon = /* @__PURE__ */ designIcon(Mail, 'MailIcon');
export const MenuIcon = /* @__PURE__ */ designIcon(Menu, 'MenuIcon');
export const ChatIcon = /* @__PURE__ */ designIcon(MessageCircle, 'ChatIcon');
export const PhoneIcon = /* @__PURE__ */ designIcon(Phone, 'PhoneIcon');
export const SearchIcon = /* @__PURE__ */ designIcon(Search, 'SearchIcon');
export const CloseIcon = /* @__PURE__ */ designIcon(X, 'CloseIcon');
