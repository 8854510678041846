export type { SkeletonProps } from 'antd/es/skeleton';
export { default as Skeleton } from 'antd/es/skeleton';
