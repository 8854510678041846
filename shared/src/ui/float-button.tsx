export type { FloatButtonProps } from 'antd/es/float-button';
export { default as FloatButton } from 'antd/es/float-button';
