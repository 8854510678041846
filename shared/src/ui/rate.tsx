export type { RateProps } from 'antd/es/rate';
export { default as Rate } from 'antd/es/rate';
