import './antd-css/config-provider.css';

export type { ConfigProviderProps, ThemeConfig } from 'antd/es/config-provider';
export { default as ConfigProvider } from 'antd/es/config-provider';
