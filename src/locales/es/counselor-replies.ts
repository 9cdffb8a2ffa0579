import type { counselorReplies as english } from '@locales/en/counselor-replies';

export const counselorReplies: Record<keyof typeof english, string> = {
  'counselor-replies.crisisTitle': 'Buscar ayuda',
  'counselor-replies.failure.somethingWrong': 'Algo salió mal al responder. Tu pregunta está guardada: vuelve a intentarlo.',
  'counselor-replies.failure.timeout':
    'El servicio de IA tardó demasiado en responder, así que Waypoint dejó de esperar. Tu pregunta está guardada: vuelve a intentarlo.',
  'counselor-replies.failure.busy':
    'El servicio de IA está ocupado en este momento. Tu pregunta está guardada: vuelve a intentarlo en un minuto.',
  'counselor-replies.failure.key':
    'El servicio de IA rechazó la clave de acceso de Waypoint. Avísale al administrador de Waypoint. Tu pregunta está guardada.',
  'counselor-replies.failure.server':
    'El servicio de IA tuvo un problema (error {status}). Tu pregunta está guardada: vuelve a intentarlo en un momento.',
  'counselor-replies.failure.refused':
    'El servicio de IA no pudo responder esta pregunta (error {status}). Tu pregunta está guardada: intenta preguntarla de otra forma.',
  'counselor-replies.failure.unreachable':
    'Waypoint no pudo conectarse con el servicio de IA. Tu pregunta está guardada: vuelve a intentarlo en un momento.',
  'counselor-replies.failure.unreadable':
    'El servicio de IA envió una respuesta que Waypoint no pudo leer. Tu pregunta está guardada: vuelve a intentarlo.',
  'counselor-replies.failure.cutOff':
    'La respuesta se cortó porque falló la conexión con el servicio de IA. Tu pregunta está guardada: vuelve a intentarlo.',
};
