/**
 * Plan service: the plans file names the service whose page shows the plans in brief and which
 * "Ask for this plan" chooses in the contact form. A name that is no service's file would leave the
 * plans without their link from that page and the form without its choice, with nothing to say so.
 */
import { DEFAULT_EDITION } from '../../../i18n/index.ts';
import { lineOf } from '../../entries.ts';
import type { CheckContext, Problem, Rule } from '../../types.ts';

function serviceProblems({ entries, files, contentPrefix }: CheckContext): Problem[] {
  const services = files.filter((file) => file.spec.folder === 'services' && file.edition === DEFAULT_EDITION);
  return entries
    .filter((entry) => entry.folder === 'plans' && entry.edition === DEFAULT_EDITION)
    .flatMap((entry) => {
      const { service } = entry.data;
      if (typeof service !== 'string' || services.some((file) => file.id === service)) return [];
      const close = services.find((file) => file.id.toLowerCase() === service.toLowerCase());
      return [
        {
          file: entry.file,
          line: lineOf(entry, ['service']),
          field: 'service',
          message: `there is no service ${contentPrefix}/services/${service}.yaml: ${close ? `write ${close.id}, as its file is named` : 'write the file name of the service whose page shows the plans, without .yaml'}`,
        },
      ];
    });
}

export const rule: Rule = {
  name: 'plan-service',
  summary: "the plans' service is a service file: its page shows the plans in brief, and the contact form chooses it",
  scope: 'content',
  check: serviceProblems,
};
