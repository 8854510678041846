import './antd-css/form.css';

export type { FormItemProps, FormProps } from 'antd/es/form';
export { default as Form } from 'antd/es/form';
