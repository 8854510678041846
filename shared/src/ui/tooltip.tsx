export { default as Tooltip } from 'antd/es/tooltip';
export type { TooltipProps } from 'antd/es/tooltip';
