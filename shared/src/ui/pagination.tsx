export type { PaginationProps } from 'antd/es/pagination';
export { default as Pagination } from 'antd/es/pagination';
