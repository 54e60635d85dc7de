/**
 * A worker that reads the days and windows a visit may be asked for now, on Dubai's clock, named in
 * the page's language: what the visit request form offers once the visitor starts on it (the
 * page's own were those open when it was built). Started on the first touch of the form
 * (./behaviour.ts), so that a visitor who only reads the page does not download the schedule's rules.
 */
import type { VisitDaysRequest } from '../../shared/visit-request/behaviour.ts';
import { visitDays } from '../../shared/visit-request/visit-time.ts';

self.onmessage = ({ data }: MessageEvent<VisitDaysRequest>) =>
  self.postMessage(visitDays(data.schedule, new Date(), data.dateLocale));
