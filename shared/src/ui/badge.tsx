export { default as Badge } from 'antd/es/badge';
export type { BadgeProps } from 'antd/es/badge';
