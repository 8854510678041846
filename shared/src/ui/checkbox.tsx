export type { CheckboxProps } from 'antd/es/checkbox';
export { default as Checkbox } from 'antd/es/checkbox';
