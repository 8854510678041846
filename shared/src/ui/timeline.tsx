export type { TimelineProps } from 'antd/es/timeline';
export { default as Timeline } from 'antd/es/timeline';
