import { mediaInteraction } from '../interaction-directives';

export default mediaInteraction;
