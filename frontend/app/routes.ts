import { index, route, type RouteConfig } from '@react-router/dev/routes';
import { NOT_FOUND_ROUTE, ROUTE_TABLE } from './config/route-table';

export default [
  ...ROUTE_TABLE.map((entry) => (entry.path === '' ? index(entry.file) : route(entry.path, entry.file))),
  route(NOT_FOUND_ROUTE.path, NOT_FOUND_ROUTE.file),
] satisfies RouteConfig;
