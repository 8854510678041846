export type { ImageProps } from 'antd/es/image';
export { default as Image } from 'antd/es/image';
