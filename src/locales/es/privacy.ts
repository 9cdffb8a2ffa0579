import type { privacy as english } from '@locales/en/privacy';

export const privacy: Record<keyof typeof english, string> = {
  'privacy.title': 'Política de privacidad',
  'privacy.updated': 'Última actualización: {date}',
  'privacy.store': 'Qué guardamos',
  'privacy.not': 'Lo que no hacemos',
  'privacy.not1': 'No hay publicidad, ni rastreadores de terceros, scripts de análisis, píxeles o botones de redes sociales.',
  'privacy.not2': 'No vendemos, rentamos ni compartimos tus datos con nadie.',
  'privacy.not3': 'No usamos tus datos para tomar decisiones sobre ti fuera de Waypoint.',
  'privacy.who': 'Quién puede verlos',
  'privacy.whoText':
    'Tú. Los administradores de Waypoint pueden ver tu nombre, correo electrónico, rol, tipo de usuario y cuándo te registraste, para moderar la comunidad y ayudarte cuando pides apoyo. También leen las opiniones que la gente envía (con el correo que traigan) y las estadísticas anónimas de uso. Nadie más.',
  'privacy.children': 'Menores de edad',
  'privacy.childrenText':
    'Las cuentas son para personas de 13 años o más. Los estudiantes más jóvenes pueden usar las herramientas gratuitas sin cuenta; su avance se queda en su propio navegador.',
  'privacy.inShort': 'En resumen',
  'privacy.short1': 'Puedes usar Waypoint sin cuenta; tu avance se queda en tu navegador.',
  'privacy.short2': 'Con una cuenta guardamos tu nombre, correo electrónico, perfil y avance en la evaluación, y nada que no necesitemos.',
  'privacy.short3': 'Sin anuncios, sin rastreadores de terceros, y nunca vendemos ni compartimos tus datos.',
  'privacy.short4':
    'Contamos las visitas a las páginas y algunos pasos clave de forma anónima, sin guardar tu dirección IP y sin cookies; puedes desactivarlo más abajo.',
  'privacy.short5': 'Puedes descargar todo lo que tenemos sobre ti, o borrarlo, desde tu perfil en cualquier momento.',
  'privacy.choices': 'Tus opciones',
  'privacy.seeData':
    '<strong>Ver y descargar tus datos:</strong> <link>Perfil</link> → Exportar mis datos te da un archivo con todo lo que tenemos sobre tu cuenta.',
  'privacy.correct': 'Corregirlos:',
  'privacy.correctText': 'Perfil → Editar cambia tu nombre y si eres estudiante, madre, padre o tutor, o educador.',
  'privacy.delete': 'Borrarlos:',
  'privacy.deleteText': 'Perfil → Eliminar mi cuenta, y luego confirma. No se puede deshacer.',
  'privacy.noAccount': 'Usar Waypoint sin cuenta:',
  'privacy.noAccountText':
    'todo funciona sin iniciar sesión, excepto las páginas de perfil y de avance, la Evaluación Premium y el registro de profesionales.',
  'privacy.contact': 'Contacto',
  'privacy.runBy': 'Esta instalación la opera {name}, responsable de tus datos.',
  'privacy.contactByFeedback':
    '¿Preguntas sobre tus datos o esta política? Envíalas con el <link>formulario de opiniones</link> y deja tu correo electrónico si quieres una respuesta.',
  'privacy.contactByFeedbackOrMail':
    '¿Preguntas sobre tus datos o esta política? Envíalas con el <link>formulario de opiniones</link> y deja tu correo electrónico si quieres una respuesta, o escribe a <mail>{email}</mail>.',
  'privacy.changes': 'Si esta política cambia en algo importante, lo diremos en esta página y actualizaremos la fecha de arriba.',
  'privacy.keep': 'Cuánto tiempo los guardamos',
  'privacy.keep1': 'Tu cuenta, tu perfil y la copia de tu avance en el servidor: hasta que elimines tu cuenta.',
  'privacy.keep2': 'Sesiones: hasta que cierres sesión, o después de 14 días sin visitas.',
  'privacy.keep3': 'Nuestros contadores de límite de solicitudes: alrededor de un día.',
  'privacy.keep4':
    'Estadísticas de uso: cada evento por 90 días; los totales diarios que se calculan con ellos (visitas por página, visitantes por día, velocidad de carga) por 25 meses. El valor diario y los códigos que cuentan visitantes únicos: hasta que termina el día.',
  'privacy.keep5':
    'Opiniones: se guardan para mejorar Waypoint. Cuando eliminas tu cuenta, tus opiniones se quedan sin nada que te identifique: se quitan el vínculo con tu cuenta y los dos correos electrónicos.',
  'privacy.keep6': 'Lo que se guarda en tu navegador: hasta que lo borres ahí (borrar los datos de este sitio lo elimina).',
  'privacy.keepDelete':
    'Eliminar tu cuenta borra de inmediato tu cuenta, tu perfil, tus sesiones, tus enlaces de inicio de sesión y la copia de tu avance en el servidor.',
  'privacy.usageTitle': 'Estadísticas anónimas de uso',
  'privacy.usage1':
    'Para saber qué páginas ayudan y dónde se atora la gente, tu navegador le dice a nuestro propio servidor (a nadie más) qué páginas abres y cuándo llegas a algunos pasos: empezar el recorrido, terminar el cuestionario de carreras o de universidades, guardar tus expectativas financieras, ver tus resultados, usar una calculadora, terminar un juego, escribir en el foro, pedir una reunión, enviar tu opinión y empezar la versión premium. También envía qué tan rápido cargaron y respondieron las páginas (las métricas web LCP, INP y CLS). Cada registro guarda solo el evento, la ruta de la página (nunca lo que va después de un signo de interrogación) y la hora: sin dirección IP, sin datos del navegador, sin cuenta y sin cookie.',
  'privacy.usage2':
    'Para contar visitantes únicos sin saber quiénes son, nuestro servidor combina tu dirección de red y la descripción de tu navegador con un valor al azar que cambia cada día (UTC) y guarda solo un código revuelto. El valor diario se borra cuando termina su día (con la primera visita del día siguiente), junto con los códigos de ese día, así que una visita nunca se puede vincular contigo ni con tus otros días.',
  'privacy.usage3':
    'No se envía nada cuando tu navegador pide a los sitios web que no te rastreen (Do Not Track o Global Privacy Control; nuestro servidor también ignora lo que llegue con esas señales), o cuando lo desactivas aquí:',
  'privacy.logsTitle': 'Registros del servidor',
  'privacy.logs':
    'Para cada solicitud: el método, la ruta (sin lo que va después de un signo de interrogación), el estado de la respuesta y cuánto tardó. Sin dirección IP, sin cuenta y sin datos del navegador.',
  'privacy.accountTitle': 'Tu cuenta',
  'privacy.account':
    'Inicias sesión con una cuenta que ya tienes (por ejemplo Google, Microsoft o la de tu escuela). De ese proveedor recibimos y guardamos tu nombre, tu correo electrónico y, si el proveedor tiene uno, un enlace a tu foto de perfil. También guardamos qué proveedor usaste, el identificador que le da a tu cuenta y los tokens de inicio de sesión que emite, para que pueda confirmar quién eres. Cada cuenta tiene un rol (usuario o administrador) y la fecha en que se creó. Nunca vemos ni guardamos tu contraseña.',
  'privacy.profileTitle': 'Tu perfil',
  'privacy.profile':
    'Tu nombre completo y si eres estudiante, madre, padre o tutor, o educador. Los estudiantes también dan su mes y año de nacimiento (nunca el día). Lo pedimos solo para que no entren menores de 13 años: si tienes menos de 13 no creamos una cuenta, y borramos de inmediato los datos de inicio de sesión que recibimos.',
  'privacy.progressTitle': 'Tu avance en la evaluación',
  'privacy.progress':
    'Tus respuestas y resultados se guardan en el almacenamiento local de tu navegador, con estos nombres, para que la evaluación funcione sin cuenta:',
  'privacy.alongside':
    'Junto con ellos, <code>{key}</code> registra cuándo cambió cada uno por última vez. Cuando tienes la sesión iniciada, guardamos una copia en nuestro servidor para que tu avance te siga a otros dispositivos. Estos se quedan solo en tu navegador y nunca nos los envía:',
  'privacy.sessionsTitle': 'Sesiones',
  'privacy.sessions':
    'Cuando inicias sesión, tu navegador recibe una cookie con un token de sesión al azar (mientras inicias sesión, unas cookies de corta duración también llevan la solicitud de inicio de sesión a tu proveedor y de regreso). De nuestro lado, la sesión registra cuándo empezó y cuándo vence. No guardamos con ella tu dirección IP ni la descripción de tu navegador (user agent). Mientras inicias sesión, la página a la que ibas se guarda en el almacenamiento de sesión de tu navegador mientras dura el inicio de sesión.',
  'privacy.rateTitle': 'Contadores de límite de solicitudes',
  'privacy.rate':
    'Para frenar abusos, contamos las solicitudes por dirección de red o por cuenta en periodos cortos. Nuestros contadores guardan un hash de un solo sentido de la dirección, nunca la dirección misma, y se borran después de alrededor de un día. Los contadores propios del servicio de inicio de sesión, solo para esas solicitudes, también guardan solo un hash con clave de un solo sentido de la dirección, con la ruta de inicio de sesión y un conteo.',
  'privacy.feedbackTitle': 'Las opiniones que envías',
  'privacy.feedback':
    'Lo que escribes en el formulario de opiniones: tus calificaciones y respuestas, tu mensaje y, solo si lo das, un correo electrónico para responderte, con la hora en que lo enviaste. Si tienes la sesión iniciada al enviarlo, queda vinculado a tu cuenta y registra el correo de tu cuenta; si no, es anónimo. Tus opiniones se incluyen cuando exportas tus datos.',
  'privacy.familyTitle': 'Vínculos familiares',
  'privacy.family':
    'Si eres estudiante e invitas a tu madre, padre o tutor, guardamos cuándo se hizo la invitación, cuándo vence y si se usó o se canceló; el código y el enlace se guardan solo como hashes de un solo sentido. Mientras estén vinculados, guardamos el vínculo y, cada vez que ve tu plan, quién lo vio, qué vio y cuándo; puedes leer esa lista en tu perfil. Cualquiera de los dos puede desvincularse en cualquier momento. Los vínculos, las invitaciones y la lista se incluyen cuando exportas tus datos y se borran con tu cuenta.',
  'privacy.planTitle': 'Plan de dinero familiar',
  'privacy.plan':
    'El plan de dinero familiar de un estudiante guarda las cifras que la familia ingresa (aporte por año, ahorros, subvenciones adicionales y, solo si se ingresa, el ingreso anual de la familia), cuándo se guardaron por última vez y quién las guardó. El estudiante y cada madre, padre o tutor vinculado pueden verlas y cambiarlas; lo que ve y cambia un padre aparece en la lista de quién lo vio del estudiante. El plan se incluye en la exportación del estudiante y se borra con su cuenta.',
  'privacy.classesTitle': 'Clases',
  'privacy.classes':
    'Si eres educador, guardamos tu solicitud de verificación (la escuela y el cargo que indicas), la decisión de cada administrador sobre ella, y tus clases con sus códigos para unirse y sus tareas. Si eres estudiante y te unes a una clase, guardamos que te uniste y cuándo; cada vez que el educador ve la lista, la exporta o abre tu página, guardamos quién la vio, qué y cuándo, y puedes leer esa lista en tu perfil. El educador nunca ve tu correo, tus conversaciones con el consejero, tu actividad en el foro ni tus mensajes. Puedes salir de una clase en cualquier momento. Las clases y las membresías se incluyen cuando exportas tus datos y se borran con tu cuenta.',
  'privacy.key.journeyStarted': 'que empezaste la evaluación gratuita',
  'privacy.key.quizResult':
    'el resultado de tu cuestionario de carreras: tu perfil de intereses, tus principales especialidades y carreras',
  'privacy.key.careerQuizAnswers': 'tus respuestas del cuestionario de carreras mientras lo haces, para seguir donde te quedaste',
  'privacy.key.collegeQuizResults': 'las universidades que coinciden contigo',
  'privacy.key.financialExpectations': 'el ingreso mensual que esperas, la deuda que piensas tomar y qué tan cómodo te sientes con ella',
  'privacy.key.premiumSteps': 'tus pasos y resultados de la Evaluación Premium',
  'privacy.key.premiumQuiz':
    'tus respuestas del cuestionario premium de carreras (también mientras lo haces), lo que te importa en el trabajo y tus preferencias de carrera',
  'privacy.key.cognitive': 'tus puntajes en los juegos cognitivos',
  'privacy.key.beta': 'que cerraste el aviso de la beta',
  'privacy.key.feedbackPopup': 'que ya te pedimos tu opinión',
  'privacy.key.userFeedback': 'una copia de las opiniones que enviaste desde este navegador',
};
