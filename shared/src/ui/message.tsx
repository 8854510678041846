import './antd-css/message.css';

export { default as message } from 'antd/es/message';
export type { MessageInstance } from 'antd/es/message/interface';
