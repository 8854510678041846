import './antd-css/modal.css';

export type { ModalProps } from 'antd/es/modal';
export { default as Modal } from 'antd/es/modal';
