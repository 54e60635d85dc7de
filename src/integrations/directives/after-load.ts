import { afterLoad } from '../interaction-directives';

export default afterLoad;
