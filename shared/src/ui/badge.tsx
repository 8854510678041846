export type { BadgeProps } from 'antd/es/badge';
export { default as Badge } from 'antd/es/badge';
