export type { TooltipProps } from 'antd/es/tooltip';
export { default as Tooltip } from 'antd/es/tooltip';
