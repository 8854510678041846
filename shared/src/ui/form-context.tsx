export { DisabledContextProvider } from 'antd/es/config-provider/DisabledContext';
export { FormItemInputContext } from 'antd/es/form/context';
