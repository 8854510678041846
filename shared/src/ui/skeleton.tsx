export { default as Skeleton } from 'antd/es/skeleton';
export type { SkeletonProps } from 'antd/es/skeleton';
