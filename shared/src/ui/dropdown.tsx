export type { DropdownProps } from 'antd/es/dropdown';
export { default as Dropdown } from 'antd/es/dropdown';
