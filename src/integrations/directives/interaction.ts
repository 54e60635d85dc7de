import { interaction } from '../interaction-directives';

export default interaction;
