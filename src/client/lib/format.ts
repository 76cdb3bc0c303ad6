// spec 9: date formats 'MMM dd, yyyy' and 'h:mm a', in the viewer's time zone.
import { format } from "date-fns";

export const formatDate = (value: string | Date) => format(new Date(value), "MMM dd, yyyy");
export const formatTime = (value: string | Date) => format(new Date(value), "h:mm a");
export const formatDateTime = (value: string | Date) => `${formatDate(value)} at ${formatTime(value)}`;
