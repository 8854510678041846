export type { RadioProps } from 'antd/es/radio';
export { default as Radio } from 'antd/es/radio';
