export type { SpaceProps } from 'antd/es/space';
export { default as Space } from 'antd/es/space';
