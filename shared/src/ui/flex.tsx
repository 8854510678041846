export { default as Flex } from 'antd/es/flex';
export type { FlexProps } from 'antd/es/flex/interface';
