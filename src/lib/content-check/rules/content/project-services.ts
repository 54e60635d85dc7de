/**
 * Project services: each service a project names is a service file. The project's page links to
 * each, and each service's page lists the project: a name that is no file would leave the project
 * off that page and its link leading nowhere, with nothing to say so.
 */
import { DEFAULT_EDITION } from '../../../i18n/index.ts';
import { lineOf } from '../../entries.ts';
import type { CheckContext, Problem, Rule } from '../../types.ts';

function serviceProblems({ entries, files, contentPrefix }: CheckContext): Problem[] {
  const services = files.filter((file) => file.spec.folder === 'services' && file.edition === DEFAULT_EDITION);
  const choices = services.map((file) => file.id).join(', ');
  return entries
    .filter((entry) => entry.folder === 'projects')
    .flatMap((entry) => {
      const named = entry.data.services;
      if (!Array.isArray(named)) return [];
      return named.flatMap((service, index) => {
        if (typeof service !== 'string' || services.some((file) => file.id === service)) return [];
        const close = services.find((file) => file.id.toLowerCase() === service.toLowerCase());
        return [
          {
            file: entry.file,
            line: lineOf(entry, ['services', index]),
            field: 'services',
            message: `there is no service ${contentPrefix}/services/${service}.yaml: ${close ? `write ${close.id}, as its file is named` : `write the file name of a service, without .yaml: one of ${choices}`}`,
          },
        ];
      });
    });
}

export const rule: Rule = {
  name: 'project-services',
  summary: "each service a project names is a service file: the project links to it, and the service's page lists it",
  scope: 'content',
  check: serviceProblems,
};
