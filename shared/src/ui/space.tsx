export { default as Space } from 'antd/es/space';
export type { SpaceProps } from 'antd/es/space';
