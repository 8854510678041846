export type { AvatarProps } from 'antd/es/avatar';
export { default as Avatar } from 'antd/es/avatar';
