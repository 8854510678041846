import './antd-css/carousel-base.css';

export type { CarouselProps, CarouselRef } from 'antd/es/carousel';
export { default as Carousel } from 'antd/es/carousel';
