export { default as Modal } from 'antd/es/modal';
export type { ModalProps } from 'antd/es/modal';
